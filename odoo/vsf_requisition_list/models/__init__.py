# -*- coding: utf-8 -*-
from . import product_set
