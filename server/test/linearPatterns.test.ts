import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_MAX } from '@flock/shared';
import { adversarialFamilies } from './linear/adversarialInputs.js';
import { compilePattern, countSteps } from './linear/regexSteps.js';

/**
 * Every regular expression in the shared contract and the server (validation patterns first among
 * them) runs in linear time: on inputs built to make it backtrack, its step count grows in proportion
 * to the input, and at the largest length any field allows it stays within a fixed number of steps
 * per character. Steps are counted by a matcher with the engine's backtracking order, not timed.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['shared/src', 'server/src'];
/** The longest string any field takes (the push endpoint); every pattern is checked at this length. */
const LONGEST_INPUT = PUSH_ENDPOINT_MAX;
/** Steps per input character a linear pattern may take at most. */
const STEPS_PER_CHARACTER = 64;

interface FoundPattern {
  where: string;
  source: string;
  flags: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/** Regex literals and `new RegExp('literal')` calls; a pattern built at run time cannot be checked. */
function patternsIn(file: string): { found: FoundPattern[]; dynamic: string[] } {
  const text = fs.readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FoundPattern[] = [];
  const dynamic: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(ROOT, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments ?? [];
      if (pattern && ts.isStringLiteralLike(pattern) && (!flags || ts.isStringLiteralLike(flags))) {
        found.push({ where: where(node), source: pattern.text, flags: flags?.text ?? '' });
      } else {
        dynamic.push(where(node));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { found, dynamic };
}

const scanned = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map(patternsIn);
const patterns = scanned.flatMap((s) => s.found);

/** The family of inputs that costs the pattern most, found at small sizes, then measured at full length. */
function worstCase(pattern: FoundPattern, longest = LONGEST_INPUT) {
  const compiled = compilePattern(pattern.source, pattern.flags);
  const native = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  const families = adversarialFamilies(pattern.source, pattern.flags);
  const ranked = families
    .map((family) => {
      const input = family.at(48);
      const { matched, steps } = countSteps(compiled, input);
      // The counting matcher must agree with the engine, or its counts mean nothing.
      if (matched !== native.test(input)) throw new Error(`matcher disagrees on ${family.label}`);
      return { family, steps, growth: countSteps(compiled, family.at(96)).steps / Math.max(1, steps) };
    })
    .sort((a, b) => b.growth - a.growth || b.steps - a.steps);
  const suspects = [...ranked.slice(0, 3), ...[...ranked].sort((a, b) => b.steps - a.steps).slice(0, 3)];
  return suspects.map(({ family }) => {
    const half = countSteps(compiled, family.at(longest / 2)).steps;
    const full = countSteps(compiled, family.at(longest));
    return {
      family: family.label,
      length: family.at(longest).length,
      steps: full.steps,
      growth: full.steps / Math.max(1, half),
    };
  });
}

describe('regular expressions', () => {
  it('are all literals, so each can be checked', () => {
    expect(scanned.flatMap((s) => s.dynamic)).toEqual([]);
    expect(patterns.length).toBeGreaterThan(10);
  });

  it.each(patterns.map((p) => [`${p.where} /${p.source}/${p.flags}`, p] as const))(
    '%s runs in linear time on adversarial input',
    (_name, pattern) => {
      for (const result of worstCase(pattern)) {
        const context = JSON.stringify(result);
        expect(result.growth, context).toBeLessThanOrEqual(2.3);
        expect(result.steps, context).toBeLessThanOrEqual(STEPS_PER_CHARACTER * result.length + 200);
      }
    },
  );
});

describe('the step counter', () => {
  it('sees the quadratic and exponential patterns the rule forbids', () => {
    const nestedQuantifier = compilePattern('^(a+)+$', '');
    // Counting stops a little past the bound the assertion needs: the exponential blow-up is seen either way.
    expect(countSteps(nestedQuantifier, `${'a'.repeat(24)}!`, 1_100_000).steps).toBeGreaterThan(1_000_000);
    const overlapping = compilePattern('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '');
    const email = (n: number) => `a@${'a.'.repeat(n)}@`;
    const growth = countSteps(overlapping, email(1024)).steps / countSteps(overlapping, email(512)).steps;
    expect(growth).toBeGreaterThan(3.5);
    const lookaheads = compilePattern('(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)', '');
    const mix = (n: number) => 'aA'.repeat(n);
    expect(countSteps(lookaheads, mix(1024)).steps / countSteps(lookaheads, mix(512)).steps).toBeGreaterThan(
      3.5,
    );
  });

  it('finds the adversarial input for those patterns on its own', () => {
    for (const source of ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)', '=+$']) {
      const growths = worstCase({ where: 'example', source, flags: '' }, 256).map((r) => r.growth);
      expect(Math.max(...growths), source).toBeGreaterThan(3);
    }
  });
});
