# -*- coding: utf-8 -*-
"""What can be checked of the Odoo modules without Odoo, besides their schema:

* every ``.py`` file parses (Python 3 syntax);
* every manifest is a literal dict with the keys OCA uses (a 15.0.x.y.z version, name, summary,
  category, author, license, ``depends``, ``data``, ``installable``, ``application``), and every
  file it names in ``data``/``demo`` exists;
* every XML file is well-formed and every ``ir.model.access.csv`` has Odoo's header and rows of
  its length;
* a module that defines models (a class with a ``_name`` of its own, not an abstract one) has an
  access file.

    python3 odoo/schema_check/check_files.py <odoo folder>
"""
import ast
import csv
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

MANIFEST_KEYS = ('name', 'summary', 'version', 'category', 'author', 'license', 'depends', 'data',
                 'installable', 'application')
ACCESS_HEADER = ['id', 'name', 'model_id:id', 'group_id:id', 'perm_read', 'perm_write', 'perm_create',
                 'perm_unlink']


def _literal_names(node):
    try:
        value = ast.literal_eval(node)
    except ValueError:
        return []
    return [value] if isinstance(value, str) else list(value)


def new_stored_models(tree):
    """The models a file's classes create (``_name`` not among their ``_inherit``), abstract ones
    (mixins, which have no table and need no access rights) left out."""
    names = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        if any(ast.unparse(base).split('.')[-1] == 'AbstractModel' for base in node.bases):
            continue
        attributes = {
            target.id: statement.value
            for statement in node.body if isinstance(statement, ast.Assign)
            for target in statement.targets if isinstance(target, ast.Name)
        }
        if '_name' in attributes:
            name = _literal_names(attributes['_name'])
            inherited = _literal_names(attributes['_inherit']) if '_inherit' in attributes else []
            names += [model for model in name if model not in inherited]
    return names


def module_problems(folder):
    name = os.path.basename(folder)
    problems = []
    with open(os.path.join(folder, '__manifest__.py'), encoding='utf-8') as handle:
        try:
            manifest = ast.literal_eval(handle.read())
        except (SyntaxError, ValueError) as error:
            return ['%s: the manifest is not a literal dict (%s)' % (name, error)]
    if not re.fullmatch(r'15\.0\.\d+\.\d+\.\d+', str(manifest.get('version', ''))):
        problems.append('%s: version %r is not a 15.0.x.y.z one' % (name, manifest.get('version')))
    for key in MANIFEST_KEYS:
        if key not in manifest:
            problems.append('%s: the manifest has no %s' % (name, key))
    for key in ('data', 'demo'):
        for path in manifest.get(key, []):
            if not os.path.exists(os.path.join(folder, path)):
                problems.append('%s: %s names %s, which does not exist' % (name, key, path))

    defines_models = False
    for root, _dirs, files in os.walk(folder):
        for file_name in files:
            path = os.path.join(root, file_name)
            shown = os.path.relpath(path, os.path.dirname(folder))
            if file_name.endswith('.py'):
                with open(path, encoding='utf-8') as handle:
                    source = handle.read()
                try:
                    tree = ast.parse(source, shown)
                except SyntaxError as error:
                    problems.append('%s: %s' % (shown, error))
                else:
                    defines_models = defines_models or bool(new_stored_models(tree))
            elif file_name.endswith('.xml'):
                try:
                    ElementTree.parse(path)
                except ElementTree.ParseError as error:
                    problems.append('%s: %s' % (shown, error))
            elif file_name == 'ir.model.access.csv':
                with open(path, encoding='utf-8', newline='') as handle:
                    rows = list(csv.reader(handle))
                if not rows or rows[0] != ACCESS_HEADER:
                    problems.append('%s: the header is not %s' % (shown, ','.join(ACCESS_HEADER)))
                problems += ['%s: line %d has %d columns' % (shown, number, len(row))
                             for number, row in enumerate(rows[1:], 2) if len(row) != len(ACCESS_HEADER)]
    if defines_models and 'security/ir.model.access.csv' not in manifest.get('data', []):
        problems.append('%s: defines models but loads no security/ir.model.access.csv' % name)
    return problems


def main(addons_dir):
    problems = []
    for entry in sorted(os.listdir(addons_dir)):
        folder = os.path.join(addons_dir, entry)
        if os.path.exists(os.path.join(folder, '__manifest__.py')):
            problems += module_problems(folder)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))
