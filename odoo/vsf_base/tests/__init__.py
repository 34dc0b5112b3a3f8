# -*- coding: utf-8 -*-
from . import test_cache_webhook
from . import test_odoo15_fixes
from . import test_schema
