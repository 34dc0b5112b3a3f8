import type { Resolvers } from './types';

export const cartResolvers: Resolvers = {};
