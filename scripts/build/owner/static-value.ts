// Reads declarations the build needs from source files without running them (a screen's code
// imports the app, which only a bundle can load): their values must be written as literals.
import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';

type Node = { type: string; [key: string]: unknown };

/** The top-level statements of a TypeScript (or TSX) file. */
export function statementsOf(file: string): Node[] {
  const source = readFileSync(file, 'utf8');
  return parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file)
    .body as unknown as Node[];
}

/** The initial value of the top-level `const <name> = …` (exported or not), as a node. */
export function constantOf(statements: Node[], name: string): Node | undefined {
  for (const statement of statements) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      if (id.type === 'Identifier' && id.name === name) return declarator.init as Node;
    }
  }
  return undefined;
}

/** Whether the file exports `name` (`export const name`, `export function name`, `export { x as
 * name }`; `default` for a default export). */
export function exportsName(statements: Node[], name: string): boolean {
  return statements.some((statement) => {
    if (statement.type === 'ExportDefaultDeclaration') return name === 'default';
    if (statement.type !== 'ExportNamedDeclaration') return false;
    const declaration = statement.declaration as Node | null;
    if (declaration?.type === 'VariableDeclaration')
      return (declaration.declarations as Node[]).some(
        (declarator) => (declarator.id as Node).name === name,
      );
    if (declaration) return (declaration.id as Node | null)?.name === name;
    return (statement.specifiers as Node[]).some((specifier) => {
      const exported = specifier.exported as Node;
      return (exported.name ?? exported.value) === name;
    });
  });
}

/** A node without its type annotations: `x satisfies T`, `x as const`, `(x)`. */
export function unwrap(node: Node): Node {
  let inner = node;
  while (
    ['TSSatisfiesExpression', 'TSAsExpression', 'ParenthesizedExpression'].includes(inner.type)
  )
    inner = inner.expression as Node;
  return inner;
}

/** A literal's value: strings, numbers, booleans, null, arrays and objects of them; anything
 * else (a variable, a call, a spread) throws, saying what it found. */
export function literalValue(node: Node): unknown {
  const value = unwrap(node);
  switch (value.type) {
    case 'Literal':
      return value.value;
    case 'TemplateLiteral':
      if ((value.expressions as Node[]).length === 0)
        return ((value.quasis as Node[])[0]?.value as { cooked: string }).cooked;
      break;
    case 'ArrayExpression':
      return (value.elements as Node[]).map(literalValue);
    case 'ObjectExpression':
      return Object.fromEntries(
        (value.properties as Node[]).map((property) => {
          const key = property.key as Node;
          if (property.type !== 'Property' || property.computed)
            throw new Error('a spread or computed key');
          return [key.name ?? key.value, literalValue(property.value as Node)];
        }),
      );
  }
  throw new Error(`not a literal (${value.type})`);
}
