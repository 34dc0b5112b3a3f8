# -*- coding: utf-8 -*-
from . import product_brand
from . import product_template
