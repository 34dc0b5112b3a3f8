# -*- coding: utf-8 -*-
from . import test_address
from . import test_cache_webhook
from . import test_cart
from . import test_odoo15_fixes
from . import test_schema
from . import test_wishlist
