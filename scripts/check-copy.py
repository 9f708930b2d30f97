#!/usr/bin/env python3
"""Lists sentences (>= 50 chars) of the rulebooks found verbatim in the given files.
Usage: python3 scripts/check-copy.py FILE...  (exit 1 on any hit). The product uses its own words."""
import os, re, sys
here = os.path.dirname(os.path.abspath(__file__))
books_dir = os.path.join(here, '..', '..', 'shared', 'rulebooks')
norm = lambda s: re.sub(r'\s+', ' ', s).strip().lower()
books = []
for f in sorted(os.listdir(books_dir)):
    if f.endswith('.txt'):
        for line in open(os.path.join(books_dir, f), encoding='utf-8', errors='ignore'):
            for sent in re.split(r'(?<=[.!?»:;])\s+', norm(line)):
                if len(sent) >= 50:
                    books.append((f, sent))
hits = 0
for path in sys.argv[1:]:
    text = norm(open(path, encoding='utf-8').read())
    for f, sent in books:
        if sent in text:
            hits += 1
            print(f'{path}: copies {f}: "{sent[:90]}"')
sys.exit(1 if hits else 0)
