# -*- coding: utf-8 -*-
import re
from collections import Counter

from odoo.exceptions import UserError

MODULE = 'vsf_demo_shop'


def key_part(text):
    """A code from the data (an issuer code, a lot name) as part of an external id name."""
    return re.sub(r'[^a-z0-9]+', '_', (text or '').lower()).strip('_')


class DemoRecords(object):
    """The demo records by kind and key, through external ids ``vsf_demo_shop.<kind>_<key>``: what one
    load made is found again by the next, which then makes nothing twice."""

    def __init__(self, env):
        self.env = env
        self._found = {}
        # Records this load bound, per kind: the load's summary, and proof that a second load
        # makes nothing.
        self.bound = Counter()

    @staticmethod
    def xmlid_name(kind, key):
        return '%s_%s' % (kind, key)

    def get(self, kind, key):
        """The record, or None."""
        name = self.xmlid_name(kind, key)
        if name not in self._found:
            self._found[name] = self.env.ref('%s.%s' % (MODULE, name), raise_if_not_found=False)
        return self._found[name]

    def need(self, kind, key):
        record = self.get(kind, key)
        if not record:
            raise UserError('vsf_demo_shop: the demo data refers to %s %s, which it does not define.'
                            % (kind, key))
        return record

    def bind(self, kind, key, record):
        """Gives ``record`` the external id of kind/key (noupdate: module updates leave it)."""
        name = self.xmlid_name(kind, key)
        IrModelData = self.env['ir.model.data']
        values = {'model': record._name, 'res_id': record.id, 'noupdate': True}
        # An external id whose record is gone (deleted by hand) is pointed at the new record.
        existing = IrModelData.search([('module', '=', MODULE), ('name', '=', name)], limit=1)
        if existing:
            existing.write(values)
        else:
            IrModelData.create(dict(values, module=MODULE, name=name))
        self._found[name] = record
        return record

    def ensure(self, kind, key, create, find=None):
        """The record of kind/key: the one its external id names, else the one ``find()`` returns
        (a record Odoo or an earlier load already has, which is adopted), else a new one from
        ``create()``. The second value tells whether this load bound it (created or adopted):
        only then does the caller fill it in, so that a second load changes nothing."""
        record = self.get(kind, key)
        if record:
            return record, False
        record = (find() if find else None) or create()
        self.bind(kind, key, record)
        self.bound[kind] += 1
        return record, True

    def ensure_values(self, kind, key, model, values, find=None):
        """``ensure`` for a record made of ``values`` alone: created with them, or, when an
        adopted record is bound, given them."""
        created = []

        def create():
            created.append(model.create(values))
            return created[0]

        record, new = self.ensure(kind, key, create, find)
        if new and not created:
            record.write(values)
        return record, new
