import type { Resolvers } from './types';

export const userResolvers: Resolvers = {};
