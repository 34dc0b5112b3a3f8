# -*- coding: utf-8 -*-
"""Shopper text inside Odoo's ``like`` patterns (quick search, quick order)."""


def escape_like(text):
    """``text`` as a literal inside an ``ilike`` or ``=ilike`` pattern: % and _ match only themselves."""
    return text.replace('\\', '\\\\').replace('%', '\\%').replace('_', '\\_')
