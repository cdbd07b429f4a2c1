import { broaderTable } from "./broader-table.ts";

// Broader terms for data, analytics and machine learning (see broader.ts for what a relation means).

export const BROADER_DATA_TERMS = broaderTable([
  // data and machine learning
  "machine learning: scikit-learn, XGBoost, LightGBM, PyTorch, TensorFlow, recommender systems, learning to rank",
  "deep learning: PyTorch, TensorFlow, Keras",
  "MLOps: MLflow, Kubeflow, feature stores, SageMaker, Vertex AI, model deployment",
  "production ML: model deployment, model serving, MLOps",
  "search ranking: learning to rank, LambdaMART, BM25, Elasticsearch",
  "learning to rank: LambdaMART, pairwise ranking, listwise ranking",
  "recommender systems: collaborative filtering, two-tower models, personalization, home-feed recommender",
  "embeddings: two-tower models, word2vec, sentence embeddings, dense retrieval",
  "vector search: FAISS, ScaNN, Milvus, Pinecone, Weaviate, pgvector, Qdrant, vector databases, vector index",
  "feature stores: Feast, Tecton",
  "natural language processing: BERT, Hugging Face, LLM, spaCy",
  "LLM: OpenAI, LangChain, GPT",
  "data pipelines: Airflow, dbt, Kafka, Spark, Flink, Apache Beam, Dask",
  "big data: Spark, Hadoop, Databricks, Flink, Amazon EMR, BigQuery, Snowflake",
  "Spark: Spark SQL, Databricks",
  "A/B testing: online experimentation, multivariate testing",
  "experimentation: A/B testing, online experimentation",
  "data visualization: Tableau, Power BI, Looker, Looker Studio, Qlik, ggplot2, Matplotlib, Datawrapper, dashboards",
  "business intelligence: Tableau, Power BI, Looker, Qlik, dashboards",
  "data analysis: pandas, pivot tables, R, Stata, SPSS, SAS, Alteryx",
  "statistics: regression analysis, Bayesian statistics, survival analysis, mixed-effects models, time series analysis, hypothesis testing",
  "quantitative analysis: statistics, regression analysis, econometrics, quantitative modelling, Stata, microsimulation",
  "forecasting: demand forecasting, sales forecasting, exponential smoothing, ARIMA, time series forecasting, forecast accuracy",
  "R: RStudio, ggplot2, tidyverse, dplyr, R Shiny, Bioconductor, Seurat, DESeq2",
  "Python: pandas, NumPy, SciPy, scikit-learn, PyTorch, Django, Flask, FastAPI, Scanpy, Jupyter",
  "Excel: pivot tables, VLOOKUP, XLOOKUP, INDEX/MATCH, Power Query, Power Pivot, Excel macros, VBA",
  "Microsoft Office: Excel, Word, PowerPoint, Outlook, Microsoft Teams, SharePoint, OneDrive, Microsoft Access",
]);
