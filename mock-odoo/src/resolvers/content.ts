import type { Resolvers } from './types';

export const contentResolvers: Resolvers = {};
