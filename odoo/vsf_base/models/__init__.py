# -*- coding: utf-8 -*-
from . import cache_invalidation_mixin
from . import invalidate_cache
from . import product_stock
from . import product_template
from . import res_users
from . import slug_mixin
from . import website
