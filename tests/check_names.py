#!/usr/bin/env python3
"""Lists every type name defined in more than one scope across the project's C++ sources.

A type is a struct, class, union or enum with a body, or a `using Name =` alias. Its scope is
the namespaces and classes around it (an anonymous namespace counts as its file's own). Forward
declarations do not count. Exit status 1 when some name has two meanings.
Default: types other files can name (not in an anonymous namespace), outside tests; a type nested
in a class counts only against a namespace-scope type of the same name. --all: every scope.
Each battle rule set speaks its own book's words in its own namespace (RULE_SETS): a name that
only rule sets define, each once, is allowed, since no rule set's files include another's
(core/layers.cmake) and none of them encloses another, so no name hides another there.
Run from a repository root: check_names.py [--all] [folders...] (default: app core editor maps)
"""
import os, re, sys
from collections import defaultdict

TOKEN = re.compile(r'[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*|\{|\}|;|\S')

def strip(text):
    # Comments, strings, char literals and preprocessor lines out; raw strings too.
    text = re.sub(r'R"(\w*)\((?:.|\n)*?\)\1"', '""', text)
    out = re.sub(r'//[^\n]*|/\*(?:.|\n)*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
                 lambda m: ' ' if not m.group(0).startswith('/*') else ' ' * 0 + '\n' * m.group(0).count('\n'), text)
    out = re.sub(r'^\s*#[^\n]*(?:\\\n[^\n]*)*', '', out, flags=re.M)
    return out

def definitions(path):
    text = strip(open(path, encoding='utf-8', errors='replace').read())
    toks = TOKEN.findall(text)
    stack = []          # entries: ('ns', name) | ('type', name) | ('block', None)
    pending = None      # what the next '{' opens
    found = []
    i = 0
    n = len(toks)
    while i < n:
        t = toks[i]
        if t == 'namespace':
            j = i + 1
            name = ''
            while j < n and toks[j] not in ('{', ';', '='):
                name += toks[j]
                j += 1
            if j < n and toks[j] == '{':
                pending = ('ns', name or '(anon:%s)' % path)
                i = j
                continue
            i = j
            continue
        if t in ('struct', 'class', 'union', 'enum'):
            j = i + 1
            if t == 'enum' and j < n and toks[j] in ('class', 'struct'):
                j += 1
            while j < n and toks[j] in ('alignas', '[', ']', 'final'):
                j += 1
            if j < n and re.match(r'[A-Za-z_]\w*$', toks[j]) and toks[j] not in ('final',):
                name = toks[j]
                k = j + 1
                if k < n and toks[k] == 'final':
                    k += 1
                if k < n and toks[k] in ('{', ':') and not (k + 1 < n and toks[k] == ':' and toks[k+1] == ':'):
                    # Find the '{' that opens the body (bases may follow ':'); stop at ';'.
                    m = k
                    depth = 0
                    while m < n and not (toks[m] == '{' and depth == 0) and toks[m] != ';':
                        if toks[m] in ('(', '<'): depth += 1
                        if toks[m] in (')', '>'): depth -= 1
                        m += 1
                    if m < n and toks[m] == '{':
                        found.append((name, scope(stack)))
                        pending = ('type', name)
                        i = m
                        continue
            i = j
            continue
        if t == 'using' and i + 2 < n and re.match(r'[A-Za-z_]\w*$', toks[i+1]) and toks[i+2] == '=':
            if not any(kind == 'block' for kind, _ in stack):
                found.append((toks[i+1], scope(stack)))
            i += 3
            continue
        if t == '{':
            stack.append(pending or ('block', None))
            pending = None
        elif t == '}':
            if stack: stack.pop()
        elif t == ';':
            pending = None
        i += 1
    return found

RULE_SETS = ('hfg::battle', 'hfg::tchae', 'hfg::c3', 'hfg::howlin_mobs')

def rule_set(sc):
    for r in RULE_SETS:
        if sc == r or sc.startswith(r + '::'):
            return r
    return None

def book_words(scopes):
    # Every scope inside a rule set's namespace, and no two in the same rule set.
    sets = [rule_set(sc) for sc in scopes]
    return None not in sets and len(set(sets)) == len(sets)

def scope(stack):
    if any(kind == 'block' for kind, _ in stack):
        return None  # a type local to a function body: not a project-wide name
    return '::'.join(name for _, name in stack)

def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    everything = '--all' in sys.argv
    roots = args or ['app', 'core', 'editor', 'maps']
    where = defaultdict(lambda: defaultdict(set))
    for root in roots:
        for d, dirs, files in os.walk(root):
            dirs[:] = [x for x in dirs if x not in ('build', '.git')]
            for f in files:
                if f.endswith(('.h', '.hpp', '.cpp', '.cc')):
                    p = os.path.join(d, f)
                    for name, sc in definitions(p):
                        if sc is not None:
                            where[name][sc].add(p)
    def public(sc):
        # A scope other files can name: no anonymous namespace in it.
        return '(anon:' not in sc
    def namespaced(sc):
        # Namespace scope only: every part of it is a namespace (lower case), not a class.
        return all(part[:1].islower() for part in sc.split('::') if part)
    bad = {}
    for name, scopes in where.items():
        if not everything:
            scopes = {sc: p for sc, p in scopes.items() if public(sc)}
            top = [sc for sc in scopes if namespaced(sc)]
            # Types nested in classes are named through their class (UiStep::Kind); they count
            # only against a namespace-scope type of the same name (SpatialIndex::Box vs maps::Box).
            if not top:
                continue
        if len(scopes) > 1 and not book_words(scopes):
            bad[name] = scopes
    for name in sorted(bad):
        print(name)
        for sc, paths in sorted(bad[name].items()):
            print('   %-40s %s' % (sc or '(global)', ' '.join(sorted(paths))))
    print('%d type names defined in more than one scope' % len(bad))
    return 1 if bad else 0

if __name__ == '__main__':
    sys.exit(main())
