# -*- coding: utf-8 -*-
from . import test_filter_models
from . import test_filters
