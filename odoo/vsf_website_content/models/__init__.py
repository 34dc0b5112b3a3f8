# -*- coding: utf-8 -*-
from . import invalidate_cache
from . import ir_translation
from . import ir_ui_view
from . import vsf_website_page
from . import website_page
