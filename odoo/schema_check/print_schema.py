# -*- coding: utf-8 -*-
"""Prints the GraphQL schema the storefront modules serve, as JSON on stdout:

    {"stock": <SDL of graphql_vuestorefront 15.0 as served with vsf_base alone>,
     "all": <SDL with every module installed>,
     "modules": {"<module>": {"depends": [...],
                              "sdl": <SDL with the module and its dependencies>,
                              "base": <SDL with its dependencies alone>}}}

Run with Debian's python3 and python3-graphene (graphene 2.1.9):
    python3 odoo/schema_check/print_schema.py <odoo folder> <graphql/schema/odoo-15.graphql>
scripts/check-odoo-modules.sh compares the result with graphql/schema/*.graphql.
"""
import ast
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import stubs  # noqa: E402  (needs the path above)


def manifests(addons_dir):
    """Every module of the folder with its manifest."""
    found = {}
    for name in sorted(os.listdir(addons_dir)):
        path = os.path.join(addons_dir, name, '__manifest__.py')
        if os.path.exists(path):
            with open(path, encoding='utf-8') as handle:
                found[name] = ast.literal_eval(handle.read())
    return found


def closure(name, found):
    """The module and the modules of this folder it depends on, directly or not."""
    seen = set()
    todo = [name]
    while todo:
        current = todo.pop()
        if current in seen or current not in found:
            continue
        seen.add(current)
        todo.extend(found[current].get('depends', []))
    return seen


def main(addons_dir, sdl_path):
    stubs.install(addons_dir, sdl_path)
    found = manifests(addons_dir)
    for name in found:
        importlib.import_module('odoo.addons.' + name)
    extension = importlib.import_module('odoo.addons.vsf_base.extension')

    def sdl(modules):
        return str(extension.build_schema(frozenset(modules) & frozenset(extension.EXTENSIONS)))

    result = {
        'stock': sdl({'vsf_base'}),
        'all': sdl(found),
        'modules': {
            name: {
                'depends': sorted(closure(name, found) - {name}),
                'sdl': sdl(closure(name, found)),
                'base': sdl(closure(name, found) - {name}),
            }
            for name in found
        },
    }
    json.dump(result, sys.stdout, indent=1, sort_keys=True)


if __name__ == '__main__':
    main(os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]))
