# -*- coding: utf-8 -*-
from . import account_move
