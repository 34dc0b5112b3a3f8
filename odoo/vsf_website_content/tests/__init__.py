# -*- coding: utf-8 -*-
from . import test_cache_invalidation
from . import test_page_content
from . import test_website_page
