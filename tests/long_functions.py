#!/usr/bin/env python3
"""Functions longer than N lines (default 120) in app core editor maps: a definition whose body
opens at the end of a line starting in column 0 or at namespace indentation (an unindented or
2-space signature) and closes with a '}' at the same indentation. Prints lines, path:line, name."""
import os, re, sys
limit = int(sys.argv[1]) if len(sys.argv) > 1 else 120
roots = sys.argv[2:] or ['app', 'core', 'editor', 'maps']
sig = re.compile(r'^(\s{0,2})(?!namespace|struct|class|enum|union|extern|template\s*<[^>]*>\s*$)[A-Za-z_~].*\)\s*(const)?\s*(noexcept)?\s*(override)?\s*(->\s*[\w:<>]+\s*)?\{\s*$')
found = []
for root in roots:
    for d, dirs, files in os.walk(root):
        for f in files:
            if not f.endswith(('.cpp', '.h')): continue
            p = os.path.join(d, f)
            lines = open(p, errors='replace').read().split('\n')
            i = 0
            while i < len(lines):
                m = sig.match(lines[i])
                if m and not lines[i].lstrip().startswith(('if', 'for', 'while', 'switch', '}', 'else', 'return', 'do')):
                    ind = m.group(1)
                    # the signature may start on earlier lines
                    j = i + 1
                    while j < len(lines) and not (lines[j].startswith(ind + '}') and not lines[j].startswith(ind + ' ')):
                        j += 1
                    n = j - i + 1
                    if n > limit:
                        name = re.search(r'([\w:~]+)\s*\(', lines[i])
                        found.append((n, '%s:%d' % (p, i + 1), name.group(1) if name else '?'))
                    i = j + 1
                    continue
                i += 1
for n, where, name in sorted(found, reverse=True):
    print('%4d %s %s' % (n, where, name))
print('%d functions over %d lines' % (len(found), limit))
