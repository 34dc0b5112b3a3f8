# -*- coding: utf-8 -*-
from . import invalidate_cache
from . import product_stock
from . import product_template
from . import website
