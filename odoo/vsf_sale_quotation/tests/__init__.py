# -*- coding: utf-8 -*-
from . import test_portal_state
from . import test_quotations
