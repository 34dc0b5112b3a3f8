# -*- coding: utf-8 -*-
from odoo import api, fields, models
from odoo.osv import expression

from .product_filter import COMPARISON_ROW_OFFSET


class ProductTemplate(models.Model):
    _inherit = 'product.template'

    product_filter_value_ids = fields.Many2many(
        'product.filter.value', 'product_template_filter_value_rel', 'product_tmpl_id', 'value_id',
        string='Storefront filters',
        help='Values shoppers can filter this product by in the storefront (material, energy label...).')

    @api.model
    def _vsf_refinement_domain(self, filter):
        """``filters`` tokens narrow the listing but not its facets, as attribute values do: any
        value of one filter (OR), every filter named (AND)."""
        domain = super()._vsf_refinement_domain(filter)
        groups = self.env['product.filter.value']._vsf_values_by_filter(filter.get('filters'))
        for value_ids in groups.values():
            domain = expression.AND([domain, [('product_filter_value_ids', 'in', value_ids)]])
        return domain

    def _vsf_comparison_rows(self):
        """vsf_product_compare's rows, with one row per published filter these products have.
        Neither module needs the other: each adds its rows to what the other gives, in whichever
        order Odoo loaded them."""
        parent = super()
        rows = parent._vsf_comparison_rows() if hasattr(parent, '_vsf_comparison_rows') else []
        by_filter = {}
        for product in self:
            shown = product.product_filter_value_ids.filtered('filter_id.is_published').sorted()
            for value in shown:
                by_filter.setdefault(value.filter_id, {}).setdefault(product.id, []).append(value.name)
        for filter_, values in by_filter.items():
            rows.append({
                'id': COMPARISON_ROW_OFFSET + filter_.id,
                'name': filter_.name,
                'sort': (1, filter_.sequence, filter_.id),
                'values': values,
            })
        return rows
