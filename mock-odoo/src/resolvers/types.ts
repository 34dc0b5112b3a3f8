import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context';

/**
 * A field resolver. Parents and arguments are typed per resolver; `never` here lets a map hold
 * resolvers of different shapes (parameters are checked where each resolver is written).
 */
export type Resolver = (
  parent: never,
  args: never,
  context: Context,
  info: GraphQLResolveInfo,
) => unknown;

/** `{ TypeName: { fieldName: resolver } }` */
export type Resolvers = Record<string, Record<string, Resolver>>;

/**
 * Wraps a field's resolver the way an Odoo module overrides a method and calls super(): the
 * override receives the resolver it extends as `next`.
 */
export type ResolverOverride = (next: Resolver) => Resolver;

/** `{ TypeName: { fieldName: override } }` */
export type Overrides = Record<string, Record<string, ResolverOverride>>;
