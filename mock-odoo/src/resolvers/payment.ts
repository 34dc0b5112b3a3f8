import type { Resolvers } from './types';

export const paymentResolvers: Resolvers = {};
