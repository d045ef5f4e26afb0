import { RegExpParser, visitRegExpAST, type AST } from '@eslint-community/regexpp';

/**
 * Inputs built to make a pattern backtrack: a prefix that walks part of the way into the pattern,
 * then one character or a pair of characters repeated, then a character that may spoil the match
 * at the very end. The characters come from the pattern itself: for every class, escape or literal,
 * one character it takes and one it refuses.
 */

const POOL = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  '\t',
  '\n',
  '\u00a0',
  'é',
  'Ж',
  '😀',
];

export interface InputFamily {
  label: string;
  /** The family's member with about `n` repeated characters. */
  at(n: number): string;
}

export function adversarialFamilies(source: string, flags: string): InputFamily[] {
  const unicode = flags.includes('u') || flags.includes('v');
  const ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(source, 0, source.length, {
    unicode,
    unicodeSets: flags.includes('v'),
  });
  const charFlags = flags.replace(/[gym]/g, '');
  const alphabet = new Set<string>();
  /** Characters of atoms that may repeat: pairs of these are what overlapping loops fight over. */
  const repeatable = new Set<string>();
  const atomAccepts = new Map<string, string>();
  visitRegExpAST(ast, {
    onCharacterEnter: (node) => addAtom(node),
    onCharacterSetEnter: (node) => addAtom(node),
    onCharacterClassEnter: (node) => addAtom(node),
  });

  function addAtom(node: AST.Character | AST.CharacterSet | AST.CharacterClass) {
    if (node.parent.type === 'CharacterClass' || node.parent.type === 'CharacterClassRange') return;
    const native = new RegExp(`^(?:${node.raw})$`, charFlags);
    const accepted = POOL.find((ch) => native.test(ch));
    const refused = POOL.find((ch) => !native.test(ch));
    const repeats = insideRepetition(node);
    for (const ch of [accepted, refused]) {
      if (ch === undefined) continue;
      alphabet.add(ch);
      if (repeats) repeatable.add(ch);
    }
    if (accepted !== undefined) atomAccepts.set(`${node.start}`, accepted);
  }

  const happyPath = happyPathOf(ast, atomAccepts);
  const prefixes = new Set<string>(['']);
  for (let i = 1; i <= Math.min(happyPath.length, 12); i += 1) prefixes.add(happyPath.slice(0, i).join(''));
  const letters = [...alphabet];
  const loopLetters = [...repeatable];
  const units = [
    ...letters,
    ...loopLetters.flatMap((a) => loopLetters.filter((b) => b !== a).map((b) => a + b)),
  ];
  const suffixes = ['', ...letters];

  const families: InputFamily[] = [];
  for (const prefix of prefixes) {
    for (const unit of units) {
      for (const suffix of suffixes) {
        families.push({
          label: JSON.stringify({ prefix, unit, suffix }),
          at: (n) => prefix + unit.repeat(Math.max(1, Math.round(n / Array.from(unit).length))) + suffix,
        });
      }
    }
  }
  return families;
}

function insideRepetition(node: AST.Node): boolean {
  for (let at: AST.Node | null = node.parent; at; at = at.parent) {
    if (at.type === 'Quantifier' && at.max > 1) return true;
  }
  return false;
}

/** One character per atom along the first alternative, each quantified atom taken once: a way into the pattern. */
function happyPathOf(ast: AST.Pattern, accepts: Map<string, string>): string[] {
  const path: string[] = [];
  const walk = (elements: AST.Element[]) => {
    for (const element of elements) {
      if (element.type === 'Quantifier') {
        if (element.max > 0) walk([element.element]);
      } else if (element.type === 'Group' || element.type === 'CapturingGroup') {
        walk(element.alternatives[0]?.elements ?? []);
      } else {
        const ch = accepts.get(`${element.start}`);
        if (ch !== undefined) path.push(ch);
      }
    }
  };
  walk(ast.alternatives[0]?.elements ?? []);
  return path;
}
