# -*- coding: utf-8 -*-
from . import test_order_form
from . import test_update_order
