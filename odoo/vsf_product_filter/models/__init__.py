# -*- coding: utf-8 -*-
from . import product_filter
from . import product_template
