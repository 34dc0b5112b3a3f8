# -*- coding: utf-8 -*-
from odoo import _, api, fields, models
from odoo.exceptions import ValidationError

from odoo.addons.http_routing.models.ir_http import slugify


class StorefrontSlugMixin(models.AbstractModel):
    """A record with a page of its own in the storefront, addressed by ``website_slug``
    (``/brand/<slug>``, ``/catalog/<slug>``): made from the name when none is given, unique within
    the model, lower-case letters, digits and dashes only.

    A model that uses it adds its own ``unique(website_slug)`` SQL constraint (its message names
    the kind of record), its field ``help``, and ``required=True`` where a slug is mandatory."""

    _name = 'vsf.slug.mixin'
    _description = 'Storefront slug'

    website_slug = fields.Char('Storefront slug', index=True, copy=False)

    @api.model_create_multi
    def create(self, vals_list):
        for vals in vals_list:
            if not vals.get('website_slug') and vals.get('name'):
                vals['website_slug'] = self._vsf_unique_slug(slugify(vals['name']))
        return super().create(vals_list)

    @api.constrains('website_slug')
    def _check_website_slug(self):
        # An optional slug may be empty; a mandatory one is checked even when it is.
        required = self._fields['website_slug'].required
        for record in self:
            if (record.website_slug or required) and record.website_slug != slugify(record.website_slug or ''):
                raise ValidationError(_(
                    'A storefront slug has lower-case letters, digits and dashes only, e.g. %s.',
                    slugify(record.website_slug or record.name or self._name.split('.')[-1])))

    @api.model
    def _vsf_unique_slug(self, slug):
        """``slug``, or ``slug-2``, ``slug-3``... when another record (archived ones too) has it."""
        candidate, number = slug, 1
        while self.with_context(active_test=False).search_count([('website_slug', '=', candidate)]):
            number += 1
            candidate = '%s-%d' % (slug, number)
        return candidate
