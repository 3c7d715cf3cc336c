/**
 * The depth and cost limits, as GraphQL validation rules, so that they run with the
 * specification's own rules — over HTTP through mercurius `validationRules`, and on the websocket
 * (where mercurius validates nothing itself) from the subscription hooks in subscriptions.ts.
 *
 * Depth counts nested selections (`{ game { seats { seat } } }` is 3), through fragments. The
 * introspection fields are left out: GraphiQL's introspection query alone is 15 deep, and its
 * cost is bounded by the schema, not by the caller. Cost: see the `@cost` directive in
 * schema.graphql.
 */
import { GraphQLError, Kind } from 'graphql';
import type {
  ASTVisitor,
  DirectiveNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
import { createComplexityRule, simpleEstimator } from 'graphql-query-complexity';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { QUERY_TOO_COMPLEX } from './errors.ts';

export interface Limits {
  readonly maxDepth: number;
  readonly maxCost: number;
}

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

function tooComplex(message: string, nodes?: OperationDefinitionNode): GraphQLError {
  return new GraphQLError(message, {
    nodes: nodes ?? null,
    extensions: { code: QUERY_TOO_COMPLEX },
  });
}

/** Depth of a selection set; a fragment met again on the same path (invalid anyway) stops. */
function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  visiting: Set<string>,
): number {
  if (selectionSet === undefined) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth: number;
    if (selection.kind === Kind.FIELD) {
      if (INTROSPECTION_ROOTS.has(selection.name.value)) continue;
      depth = 1 + depthOf(selection.selectionSet, fragment, visiting);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragment, visiting);
    } else {
      const name = selection.name.value;
      const definition = fragment(name);
      if (definition === null || definition === undefined || visiting.has(name)) continue;
      visiting.add(name);
      depth = depthOf(definition.selectionSet, fragment, visiting);
      visiting.delete(name);
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** Refuses operations nested deeper than `maxDepth` (introspection fields aside). */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, (name) => context.getFragment(name), new Set());
      if (depth > maxDepth) {
        const name = operation.name?.value ?? 'The operation';
        context.reportError(
          tooComplex(
            `${name} is ${depth} selections deep; at most ${maxDepth} are accepted.`,
            operation,
          ),
        );
      }
    },
  });
}

interface CostValues {
  readonly value: number;
  readonly perItem?: string;
}

/** The `@cost(value, perItem)` of a field, read from its SDL definition. */
function costOf(directives: readonly DirectiveNode[] | undefined): CostValues | undefined {
  const node = directives?.find((directive) => directive.name.value === 'cost');
  if (node === undefined) return undefined;
  let value = 1;
  let perItem: string | undefined;
  for (const argument of node.arguments ?? []) {
    if (argument.name.value === 'value' && argument.value.kind === Kind.INT) {
      value = Number(argument.value.value);
    } else if (argument.name.value === 'perItem' && argument.value.kind === Kind.STRING) {
      perItem = argument.value.value;
    }
  }
  return perItem === undefined ? { value } : { value, perItem };
}

/** `@cost`: the field's value, plus its selection once per item of the `perItem` argument. */
export const costDirectiveEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const cost = costOf(field.astNode?.directives);
  if (cost === undefined) return undefined;
  const items: unknown = cost.perItem === undefined ? 1 : args[cost.perItem];
  const count = typeof items === 'number' && Number.isFinite(items) ? Math.max(items, 0) : 1;
  return cost.value + childComplexity * count;
};

const ESTIMATORS: ComplexityEstimator[] = [
  costDirectiveEstimator,
  simpleEstimator({ defaultComplexity: 1 }),
];

/**
 * Refuses documents costing more than `maxCost` with these `variables`. The library throws
 * (rather than reports) past its node budget: that, too, is QUERY_TOO_COMPLEX.
 */
export function costLimitRule(
  maxCost: number,
  variables: Readonly<Record<string, unknown>> | undefined,
  operationName: string | undefined,
): ValidationRule {
  const rule = createComplexityRule({
    maximumComplexity: maxCost,
    estimators: ESTIMATORS,
    ...(variables === undefined ? {} : { variables: { ...variables } }),
    createError: (max, actual) =>
      tooComplex(`The query costs ${Math.ceil(actual)}; at most ${max} is accepted.`),
  });
  // Only the operation that will run is priced, chosen here rather than by the library's own
  // `operationName` option, which reads `operation.name.value` and throws a TypeError on an
  // anonymous operation; a name that matches nothing is refused by execution as MALFORMED_REQUEST.
  const runs = (operation: OperationDefinitionNode) =>
    operationName === undefined || operation.name?.value === operationName;
  return (context: ValidationContext): ASTVisitor => {
    const visitor = rule(context);
    return {
      OperationDefinition: {
        enter(operation) {
          if (!runs(operation)) return;
          try {
            visitor.onOperationDefinitionEnter(operation);
          } catch (error) {
            if (!(error instanceof GraphQLError)) throw error;
            context.reportError(tooComplex(error.message, operation));
          }
        },
        leave(operation) {
          if (runs(operation)) visitor.onOperationDefinitionLeave(operation);
        },
      },
    };
  };
}

/** Both limits, for one request. */
export function limitRules(
  limits: Limits,
  variables: Readonly<Record<string, unknown>> | undefined,
  operationName: string | undefined,
): ValidationRule[] {
  return [depthLimitRule(limits.maxDepth), costLimitRule(limits.maxCost, variables, operationName)];
}
