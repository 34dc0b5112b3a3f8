# -*- coding: utf-8 -*-
"""register(extra:): graphql_vuestorefront's registration, then the customer's company, in the
language the customer registered in."""
import graphene

from odoo.addons.graphql_vuestorefront.schemas.objects import User
from odoo.addons.graphql_vuestorefront.schemas.sign import Register
from odoo.addons.vsf_base.extension import SchemaExtension


class UserRegisterExtraInput(graphene.InputObjectType):
    vat = graphene.String()
    company_name = graphene.String()
    company_reg_no = graphene.String(description='Chamber of commerce number (stored as the company registry).')


class RegisterWithCompanyMutation(graphene.ObjectType):
    register = graphene.Field(
        User,
        name=graphene.String(required=True),
        email=graphene.String(required=True),
        password=graphene.String(required=True),
        subscribe_newsletter=graphene.Boolean(default_value=False),
        extra=graphene.Argument(UserRegisterExtraInput, default_value={}),
        description='Register a new user with email, name and password.',
    )

    @staticmethod
    def resolve_register(self, info, name, email, password, subscribe_newsletter=False, extra=None):
        # Its refusals (an address already registered, signup not allowed) come first, as its own.
        user = Register.mutate(self, info, name, email, password, subscribe_newsletter)
        user._vsf_register_company(extra or {})
        user._vsf_speak_the_request_language()
        return user


SchemaExtension(__name__, mutation=[RegisterWithCompanyMutation])
