import { RegExpParser, type AST } from '@eslint-community/regexpp';

/**
 * A backtracking matcher that counts its steps, with the semantics of the engines that run our
 * patterns (V8's Irregexp backtracks the same way): alternatives in order, greedy and lazy
 * quantifiers, anchors, lookaheads. Whether one character matches one class or escape is asked of
 * the native engine, so flags (i, u, s) mean what they mean there. Backtracking is an explicit
 * stack, so long inputs do not exhaust the call stack.
 */

type Instruction =
  | { op: 'char'; test: (ch: string) => boolean }
  | { op: 'split'; first: number; second: number }
  | { op: 'jmp'; to: number }
  | { op: 'assert'; kind: 'start' | 'end' | 'boundary' | 'notBoundary' }
  | { op: 'look'; program: Instruction[]; negate: boolean }
  | { op: 'mark'; slot: number }
  | { op: 'progress'; slot: number }
  | { op: 'match' };

export interface CompiledPattern {
  source: string;
  flags: string;
  program: Instruction[];
  /** Splits input the way the engine reads it: code points with `u` or `v`, else code units. */
  chars(text: string): string[];
}

export class UnsupportedPattern extends Error {}

export function compilePattern(source: string, flags: string): CompiledPattern {
  const parser = new RegExpParser({ ecmaVersion: 2025 });
  const ast = parser.parsePattern(source, 0, source.length, {
    unicode: flags.includes('u'),
    unicodeSets: flags.includes('v'),
  });
  const charFlags = flags.replace(/[gym]/g, '');
  const program: Instruction[] = [];
  let slots = 0;
  const cache = new Map<string, (ch: string) => boolean>();
  const charTest = (raw: string) => {
    let test = cache.get(raw);
    if (!test) {
      const native = new RegExp(`^(?:${raw})$`, charFlags);
      test = (ch: string) => native.test(ch);
      cache.set(raw, test);
    }
    return test;
  };

  function emitAlternatives(alternatives: AST.Alternative[], into: Instruction[]) {
    const jumpsToEnd: Array<Extract<Instruction, { op: 'jmp' }>> = [];
    alternatives.forEach((alternative, index) => {
      if (index < alternatives.length - 1) {
        const split: Extract<Instruction, { op: 'split' }> = {
          op: 'split',
          first: into.length + 1,
          second: -1,
        };
        into.push(split);
        for (const element of alternative.elements) emit(element, into);
        const jump: Extract<Instruction, { op: 'jmp' }> = { op: 'jmp', to: -1 };
        into.push(jump);
        jumpsToEnd.push(jump);
        split.second = into.length;
      } else {
        for (const element of alternative.elements) emit(element, into);
      }
    });
    for (const jump of jumpsToEnd) jump.to = into.length;
  }

  function emit(node: AST.Element, into: Instruction[]): void {
    switch (node.type) {
      case 'Character':
      case 'CharacterSet':
      case 'CharacterClass':
      case 'ExpressionCharacterClass':
        into.push({ op: 'char', test: charTest(node.raw) });
        return;
      case 'Group':
      case 'CapturingGroup':
        emitAlternatives(node.alternatives, into);
        return;
      case 'Assertion':
        if (node.kind === 'start' || node.kind === 'end') {
          if (flags.includes('m')) throw new UnsupportedPattern('multiline anchors');
          into.push({ op: 'assert', kind: node.kind });
        } else if (node.kind === 'word') {
          into.push({ op: 'assert', kind: node.negate ? 'notBoundary' : 'boundary' });
        } else if (node.kind === 'lookahead') {
          const sub: Instruction[] = [];
          emitAlternatives(node.alternatives, sub);
          sub.push({ op: 'match' });
          into.push({ op: 'look', program: sub, negate: node.negate });
        } else {
          throw new UnsupportedPattern('lookbehind');
        }
        return;
      case 'Quantifier':
        emitQuantifier(node, into);
        return;
      default:
        throw new UnsupportedPattern(node.type);
    }
  }

  function emitQuantifier(node: AST.Quantifier, into: Instruction[]) {
    for (let i = 0; i < node.min; i += 1) emit(node.element, into);
    if (node.max === Infinity) {
      const slot = slots++;
      const loop = into.length;
      const split: Extract<Instruction, { op: 'split' }> = { op: 'split', first: -1, second: -1 };
      into.push(split);
      const body = into.length;
      into.push({ op: 'mark', slot });
      emit(node.element, into);
      // An iteration that consumed nothing ends the loop, as in the engines.
      into.push({ op: 'progress', slot });
      into.push({ op: 'jmp', to: loop });
      const after = into.length;
      Object.assign(split, node.greedy ? { first: body, second: after } : { first: after, second: body });
      return;
    }
    const splits: Array<Extract<Instruction, { op: 'split' }>> = [];
    for (let i = node.min; i < node.max; i += 1) {
      const split: Extract<Instruction, { op: 'split' }> = { op: 'split', first: -1, second: -1 };
      into.push(split);
      splits.push(split);
      const body = into.length;
      emit(node.element, into);
      Object.assign(split, { first: body });
    }
    const after = into.length;
    for (const split of splits) {
      if (node.greedy) split.second = after;
      else Object.assign(split, { second: split.first, first: after });
    }
  }

  emitAlternatives(ast.alternatives, program);
  program.push({ op: 'match' });
  const unicode = flags.includes('u') || flags.includes('v');
  return {
    source,
    flags,
    program,
    chars: (text) => (unicode ? Array.from(text) : text.split('')),
  };
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /^[A-Za-z0-9_]$/.test(ch);

/** Runs `program` at `start`; true when it matches there. Adds every instruction executed to `counter`. */
function runAt(
  program: Instruction[],
  chars: string[],
  start: number,
  counter: { steps: number; budget: number },
) {
  const stack: Array<[number, number, number[]]> = [[0, start, []]];
  while (stack.length > 0) {
    let [pc, pos, marks] = stack.pop()!;
    for (;;) {
      counter.steps += 1;
      if (counter.steps > counter.budget) return false;
      const ins = program[pc]!;
      if (ins.op === 'match') return true;
      if (ins.op === 'char') {
        if (pos < chars.length && ins.test(chars[pos]!)) {
          pc += 1;
          pos += 1;
          continue;
        }
        break;
      }
      if (ins.op === 'split') {
        stack.push([ins.second, pos, marks.slice()]);
        pc = ins.first;
        continue;
      }
      if (ins.op === 'jmp') {
        pc = ins.to;
        continue;
      }
      if (ins.op === 'mark') {
        marks = marks.slice();
        marks[ins.slot] = pos;
        pc += 1;
        continue;
      }
      if (ins.op === 'progress') {
        if (marks[ins.slot] === pos) break;
        pc += 1;
        continue;
      }
      if (ins.op === 'assert') {
        const boundary = isWordChar(chars[pos - 1]) !== isWordChar(chars[pos]);
        const ok =
          ins.kind === 'start'
            ? pos === 0
            : ins.kind === 'end'
              ? pos === chars.length
              : ins.kind === 'boundary'
                ? boundary
                : !boundary;
        if (!ok) break;
        pc += 1;
        continue;
      }
      const found = runAt(ins.program, chars, pos, counter);
      if (found === ins.negate) break;
      pc += 1;
    }
  }
  return false;
}

/**
 * What `regex.test(text)` costs: a match tried at each start position in turn until one succeeds,
 * as the engine does. Stops counting past `budget` (a pattern that explodes does not hang the test).
 */
export function countSteps(
  pattern: CompiledPattern,
  text: string,
  budget = 50_000_000,
): { matched: boolean; steps: number } {
  const chars = pattern.chars(text);
  const counter = { steps: 0, budget };
  for (let start = 0; start <= chars.length; start += 1) {
    if (runAt(pattern.program, chars, start, counter)) return { matched: true, steps: counter.steps };
    if (counter.steps > budget) break;
  }
  return { matched: false, steps: counter.steps };
}
