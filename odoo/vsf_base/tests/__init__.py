# -*- coding: utf-8 -*-
from . import test_cache_webhook
from . import test_schema
