import type { Resolvers } from './types';

export const catalogResolvers: Resolvers = {};
