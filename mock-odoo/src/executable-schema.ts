import {
  isInterfaceType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { Context } from './context';

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

/**
 * Attaches our resolvers to a new schema object. Fails at start-up on a resolver for no field of
 * `full` (the shop schema) and on a field two maps resolve (each field is one module's); fields
 * that `schema` lacks (a stock Odoo has none of our extensions) keep no resolver.
 */
export function buildExecutableSchema(
  schema: GraphQLSchema,
  full: GraphQLSchema,
  maps: readonly Resolvers[],
): GraphQLSchema {
  const resolved = new Set<string>();
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const fullType = full.getType(typeName);
      if (!isObjectType(fullType)) throw new Error(`Resolvers for unknown type ${typeName}`);
      const type = schema.getType(typeName);
      const typeFields = isObjectType(type) ? type.getFields() : {};
      for (const [fieldName, resolve] of Object.entries(fields)) {
        if (!fullType.getFields()[fieldName]) {
          throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
        }
        if (resolved.has(`${typeName}.${fieldName}`)) {
          throw new Error(`Two resolvers for ${typeName}.${fieldName}`);
        }
        resolved.add(`${typeName}.${fieldName}`);
        const field = typeFields[fieldName];
        if (!field) continue;
        field.resolve = resolve as unknown as GraphQLFieldResolver<unknown, Context>;
      }
    }
  }
  // Odoo's list interfaces (Products, Orders, ...) each have exactly one implementation.
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInterfaceType(type)) {
      const [implementation] = schema.getPossibleTypes(type);
      if (implementation) type.resolveType = () => implementation.name;
    }
  }
  return schema;
}

/**
 * Wraps resolvers already attached (by buildExecutableSchema) with overrides, in the order given,
 * as modules installed later extend the methods of those before them.
 */
export function applyOverrides(schema: GraphQLSchema, ...maps: Overrides[]): GraphQLSchema {
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`Override for unknown type ${typeName}`);
      for (const [fieldName, override] of Object.entries(fields)) {
        const field = type.getFields()[fieldName];
        if (!field?.resolve)
          throw new Error(`Override for unresolved field ${typeName}.${fieldName}`);
        const next = field.resolve as unknown as Resolver;
        field.resolve = override(next) as unknown as GraphQLFieldResolver<unknown, Context>;
      }
    }
  }
  return schema;
}
