# -*- coding: utf-8 -*-
from . import address
from . import cart
from . import controllers
from . import models
from . import schema
from . import wishlist
