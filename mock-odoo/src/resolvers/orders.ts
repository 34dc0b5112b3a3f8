import type { Resolvers } from './types';

export const ordersResolvers: Resolvers = {};
