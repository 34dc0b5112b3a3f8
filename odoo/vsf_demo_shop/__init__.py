# -*- coding: utf-8 -*-
from . import models
from .hooks import post_init_hook
