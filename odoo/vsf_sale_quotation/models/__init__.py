# -*- coding: utf-8 -*-
from . import sale_order
