# -*- coding: utf-8 -*-
from . import test_catalog_model
from . import test_catalogs
