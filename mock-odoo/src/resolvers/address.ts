import type { Resolvers } from './types';

export const addressResolvers: Resolvers = {};
