import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { type Node, SyntaxKind } from "typescript/unstable/ast";
import { API } from "typescript/unstable/sync";

// Every regular expression written in the app's source, found by parsing it with the
// TypeScript compiler (tsgo's API) rather than by a list someone keeps up to date.

export interface FoundRegex {
  /** Path from the repository root, e.g. "src/shared/resume.ts". */
  file: string;
  line: number;
  /** The pattern and flags of a literal; null for a RegExp built from non-literal text. */
  source: string | null;
  flags: string;
  /** The code as written, for messages. */
  code: string;
}

const root = join(import.meta.dirname, "../..");
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
const TEST_FILE = /\.test\.tsx?$/;

/** The app's source files under `dir` (tests left out: they never run on a user's text). */
export function appSourceFiles(dir = "src"): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => SOURCE_FILE.test(name) && !TEST_FILE.test(name))
    .map((name) => join(root, dir, name))
    .sort();
}

/**
 * Regex literals (/.../g), and RegExp("...") / new RegExp("...") calls, in `files`. A call
 * whose pattern is not a plain string literal comes back with source null: the caller decides.
 */
export function findRegexes(files: string[]): FoundRegex[] {
  const api = new API({ cwd: root });
  try {
    const snapshot = api.updateSnapshot({ openProjects: [join(root, "tsconfig.json")] });
    const program = snapshot.getProjects()[0]?.program;
    if (!program) throw new Error("tsconfig.json did not open as a project");
    const found: FoundRegex[] = [];
    for (const file of files) {
      const sourceFile = program.getSourceFile(file);
      // A file the tsconfig leaves out would otherwise hide its regexes from the sweep.
      if (!sourceFile) throw new Error(`${relative(root, file)} is not in tsconfig.json's program`);
      const text = sourceFile.text;
      const at = (node: Node, code: string, source: string | null, flags: string) => {
        const start = text.indexOf(code, node.pos);
        found.push({
          file: relative(root, file),
          line: text.slice(0, start).split("\n").length,
          source,
          flags,
          code: code.length > 120 ? `${code.slice(0, 117)}...` : code,
        });
      };
      const visit = (node: Node): void => {
        if (node.kind === SyntaxKind.RegularExpressionLiteral) {
          const literal = (node as Node & { text: string }).text;
          const end = literal.lastIndexOf("/");
          at(node, literal, literal.slice(1, end), literal.slice(end + 1));
        } else if (isRegExpCall(node)) {
          const [pattern, flags] = node.arguments ?? [];
          const code = text.slice(node.pos, node.end).trim();
          const literalText = (arg: Node | undefined) =>
            arg &&
            (arg.kind === SyntaxKind.StringLiteral || arg.kind === SyntaxKind.NoSubstitutionTemplateLiteral)
              ? (arg as Node & { text: string }).text
              : undefined;
          const source = literalText(pattern);
          const flagText = flags ? literalText(flags) : "";
          if (source !== undefined && flagText !== undefined) at(node, code, source, flagText);
          else at(node, code, null, flagText ?? "");
        }
        node.forEachChild(visit);
      };
      visit(sourceFile);
    }
    return found;
  } finally {
    api.close();
  }
}

interface CallNode extends Node {
  expression: Node & { text?: string };
  arguments?: readonly Node[];
}

function isRegExpCall(node: Node): node is CallNode {
  if (node.kind !== SyntaxKind.NewExpression && node.kind !== SyntaxKind.CallExpression) return false;
  const callee = (node as CallNode).expression;
  return callee.kind === SyntaxKind.Identifier && callee.text === "RegExp";
}
