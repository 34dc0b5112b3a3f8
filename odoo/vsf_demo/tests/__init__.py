# -*- coding: utf-8 -*-
from . import test_demo_cart_setup
from . import test_demo_shop
