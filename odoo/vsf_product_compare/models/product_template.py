# -*- coding: utf-8 -*-
from odoo import models


class ProductTemplate(models.Model):
    _inherit = 'product.template'

    def _vsf_comparison_rows(self):
        """The rows of a side-by-side comparison of these products, one per attribute any of them
        has: ``{'id', 'name', 'sort', 'values': {product id: [value names]}}``, shown by ``sort``.
        Other modules add their rows the same way (vsf_product_filter: its filters); each keeps
        what the others give, whichever Odoo loaded first."""
        parent = super()
        rows = parent._vsf_comparison_rows() if hasattr(parent, '_vsf_comparison_rows') else []
        by_attribute = {}
        for product in self:
            for line in product.attribute_line_ids:
                values = by_attribute.setdefault(line.attribute_id, {})
                values.setdefault(product.id, []).extend(line.value_ids.sorted().mapped('name'))
        for attribute, values in by_attribute.items():
            rows.append({
                'id': attribute.id,
                'name': attribute.name,
                'sort': (0, attribute.sequence, attribute.id),
                'values': values,
            })
        return rows
