# -*- coding: utf-8 -*-
import json

from odoo.tests.common import HttpCase


class GraphQLCase(HttpCase):
    """Queries /graphql/vsf as the storefront does: JSON over HTTP, Odoo's session cookie, the
    controller with every installed storefront module."""

    def graphql(self, query, variables=None, cookies=None):
        """The answer's JSON (``data`` and, when something failed, ``errors``). ``cookies`` go
        with this request only, beside the session's (``frontend_lang``, ``frontend_currency``)."""
        jar = self.opener.cookies
        for name, value in (cookies or {}).items():
            jar.set(name, value)
        try:
            response = self.url_open(
                '/graphql/vsf', data=json.dumps({'query': query, 'variables': variables or {}}),
                headers={'Content-Type': 'application/json'})
        finally:
            for name in cookies or {}:
                jar.pop(name, None)
        return response.json()

    def graphql_data(self, query, variables=None, cookies=None):
        """``data`` of an answer that must have no errors."""
        answer = self.graphql(query, variables, cookies)
        self.assertFalse(answer.get('errors'), answer.get('errors'))
        return answer['data']

    def graphql_error(self, query, variables=None, cookies=None):
        """The message of an answer that must fail (joined when there are several)."""
        answer = self.graphql(query, variables, cookies)
        self.assertTrue(answer.get('errors'), 'expected an error, got %s' % answer)
        return ', '.join(error['message'] for error in answer['errors'])
