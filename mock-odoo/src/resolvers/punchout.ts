import type { Resolvers } from './types';

export const punchoutResolvers: Resolvers = {};
