import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Walks the route handlers (the callback of each `routeFromCall` / `routeMoneyCall` in a module's routes
 * file) and the job handlers (jobs/scheduler.ts), and reports every use case they call that does not have
 * the one shape `(ctx: UseCaseContext, actor, input?)` (shared/use-case.ts), and every handler that looks
 * for its caller itself (`currentAccount(request)`) instead of taking the call's `actor`.
 */

const apiRoot = new URL('../', import.meta.url).pathname;
const apiSource = join(apiRoot, 'src');

export interface ShapeFault {
  /** where the call is: `modules/entries/routes.ts:42` */
  at: string;
  /** what is called, where it is declared, and what is wrong */
  fault: string;
}

const ROUTE_BUILDERS = new Set(['routeFromCall', 'routeMoneyCall']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const isRouteFile = (path: string) =>
  /\/modules\/[^/]+\/(.+\/)?[^/]*routes?\.ts$/.test(path) || path.endsWith('/jobs/scheduler.ts');

/** A use case is what a module keeps in its services folder, or a method of a service object it makes. */
const isServiceFile = (path: string) => /\/modules\/[^/]+\/(services\/|service\.ts$)/.test(path);

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression | ts.MethodDeclaration;

function declarationOf(checker: ts.TypeChecker, callee: ts.Expression): ts.Declaration | undefined {
  let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(callee) ? callee.name : callee);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

function functionOf(declaration: ts.Declaration): FunctionLike | undefined {
  if (
    ts.isFunctionDeclaration(declaration) ||
    ts.isMethodDeclaration(declaration) ||
    ts.isArrowFunction(declaration) ||
    ts.isFunctionExpression(declaration)
  )
    return declaration;
  if (
    (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) &&
    declaration.initializer
  ) {
    const init = declaration.initializer;
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
  }
  return undefined;
}

function shapeFault(checker: ts.TypeChecker, fn: FunctionLike): string | null {
  const params = fn.parameters;
  if (params.length === 0) return 'takes no context';
  if (params.length > 3) return `takes ${params.length} arguments (the shape: ctx, actor, input)`;
  const first = params[0]!;
  const type = checker.typeToString(checker.getTypeAtLocation(first));
  if (!/\bUseCaseContext\b/.test(type) && !/\bUseCaseContext\b/.test(first.type?.getText() ?? ''))
    return `its first argument is ${first.name.getText()}: ${first.type?.getText() ?? type}, not the UseCaseContext`;
  return null;
}

/** The faults of the API's source, or of another tree laid out the same way (`src`: its source folder). */
export function findUseCaseShapeFaults(src = apiSource): ShapeFault[] {
  const configPath = join(apiRoot, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!config) throw new Error('apps/api/tsconfig.json could not be read');
  const files = sourceFiles(src);
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const faults: ShapeFault[] = [];
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(src, file.fileName)}:${line + 1}`;
  };

  const checkHandler = (handler: ts.Node) => {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee) && callee.text === 'currentAccount')
          faults.push({ at: where(node), fault: 'looks for its caller itself: take the call’s actor' });
        const declaration = declarationOf(checker, callee);
        const file = declaration?.getSourceFile().fileName ?? '';
        if (declaration && isServiceFile(file)) {
          const fn = functionOf(declaration);
          const fault = fn ? shapeFault(checker, fn) : 'is not a function of the one shape';
          if (fault)
            faults.push({
              at: where(node),
              fault: `${callee.getText()} (${relative(src, file)}) ${fault}`.replace(/\s+/g, ' '),
            });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(handler);
  };

  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(src) || !isRouteFile(file.fileName)) continue;
    const isJobs = file.fileName.endsWith('/jobs/scheduler.ts');
    const visit = (node: ts.Node) => {
      if (isJobs && ts.isFunctionDeclaration(node) && node.name?.text === 'jobHandlers' && node.body) {
        checkHandler(node.body);
        return;
      }
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ROUTE_BUILDERS.has(node.expression.text)
      ) {
        const handler = node.arguments[3];
        if (handler) checkHandler(handler);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return faults;
}

// `npx tsx apps/api/test/use-case-shape.ts [module]`: the faults left, one a line
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const only = process.argv[2];
  const faults = findUseCaseShapeFaults().filter((f) => !only || f.at.includes(only));
  for (const f of faults) console.log(`${f.at}  ${f.fault}`);
  console.log(`${faults.length} faults`);
}
