package io.meshbench.services.mq.common;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/**
 * The servlets' base: it declares {@code service} itself, as an application's servlet does (Spring's FrameworkServlet,
 * say). Sermant enhances {@code service} on subclasses of HttpServlet, where it is declared, never HttpServlet's own: a
 * servlet inheriting it unchanged would receive tags the agent never reads.
 */
public abstract class ApplicationServlet extends HttpServlet {

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        super.service(request, response);
    }
}
