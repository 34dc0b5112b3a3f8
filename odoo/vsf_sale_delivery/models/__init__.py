# -*- coding: utf-8 -*-
from . import sale_order
from . import stock_picking
