import type { Resolvers } from './types';

export const wishlistResolvers: Resolvers = {};
