import {
  isInterfaceType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { Context } from './context';
import type { Overrides, Resolver, Resolvers } from './resolvers/types';

/**
 * Attaches our resolvers to a new schema object. Fails at start-up on a resolver for no field of
 * `full` (the shop schema); fields that `schema` lacks (a stock Odoo has none of our extensions)
 * keep no resolver.
 */
export function buildExecutableSchema(
  schema: GraphQLSchema,
  full: GraphQLSchema,
  maps: readonly Resolvers[],
): GraphQLSchema {
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
