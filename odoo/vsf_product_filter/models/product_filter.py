# -*- coding: utf-8 -*-
import re

from odoo import api, fields, models

# A storefront filter token: "<filter id>-<value id>" (ProductFilterInput.filters).
TOKEN = re.compile(r'^(\d+)-(\d+)$')

# Comparison rows of filters are numbered after the attributes' so that the two never share an id
# (vsf_product_compare shows attributes and filters in one list).
COMPARISON_ROW_OFFSET = 100000


class ProductFilter(models.Model):
    """A facet of the storefront that variant attributes do not cover: values a merchant puts on
    products (material, energy label, warranty) to let shoppers narrow a listing."""

    _name = 'product.filter'
    _description = 'Storefront product filter'
    _order = 'sequence, id'

    name = fields.Char(required=True, translate=True)
    display_type = fields.Selection(
        [('checkbox', 'Checkbox'), ('color', 'Color')], string='Shown as', required=True,
        default='checkbox', help='How the storefront shows the values: checkboxes or colour swatches.')
    sequence = fields.Integer(default=10)
    is_published = fields.Boolean(
        'Shown on the website', default=True,
        help='A filter that is not shown keeps its values on the products but offers no facet.')
    value_ids = fields.One2many('product.filter.value', 'filter_id', string='Values', copy=True)

    def _vsf_shown_values(self):
        """The values the storefront lists under this filter: all of them, or those the request
        found on products (``vsf_filter_value_ids`` in the context, set by the ``filters``
        query)."""
        self.ensure_one()
        wanted = self.env.context.get('vsf_filter_value_ids')
        if wanted is None:
            return self.value_ids
        return self.value_ids.filtered(lambda value: value.id in wanted)


class ProductFilterValue(models.Model):
    _name = 'product.filter.value'
    _description = 'Storefront product filter value'
    # By the filter's order first, so a set of values from many filters reads filter by filter.
    _order = 'filter_id, sequence, id'

    filter_id = fields.Many2one('product.filter', string='Filter', required=True, ondelete='cascade',
                                index=True)
    name = fields.Char(required=True, translate=True)
    html_color = fields.Char('Color', help='Shown as a swatch when the filter is shown as colors, e.g. #3C7A3B.')
    sequence = fields.Integer(default=10)

    _sql_constraints = [
        ('name_filter_unique', 'unique (filter_id, name)', 'This filter has a value with this name already.'),
    ]

    def name_get(self):
        # On a product form the tags read "Material: Oak", not just "Oak".
        return [(value.id, '%s: %s' % (value.filter_id.name, value.name)) for value in self]

    def _vsf_search_token(self):
        self.ensure_one()
        return '%d-%d' % (self.filter_id.id, self.id)

    @api.model
    def _vsf_values_by_filter(self, tokens):
        """Value ids of ``ProductFilterInput.filters`` tokens, grouped by filter id. A token that is
        not "<filter id>-<value id>" is ignored, as graphql_vuestorefront ignores a malformed
        attribute value token."""
        groups = {}
        for token in tokens or []:
            match = TOKEN.match((token or '').strip())
            if match:
                groups.setdefault(int(match.group(1)), []).append(int(match.group(2)))
        return groups

    def _vsf_shown(self):
        """These values as the storefront shows them: those of published filters, in order."""
        return self.search([('id', 'in', self.ids), ('filter_id.is_published', '=', True)])
